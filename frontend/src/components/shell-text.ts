/**
 * zh-TW words of the pieces every page paints first (logo, loading bar, spinner, sandbox banner): kept apart from
 * COMPONENT_TEXT so the first load carries only these.
 */
export const SHELL_TEXT = {
  homeLink: 'PayDesk 首頁',
  loading: '載入中',
  pageLoading: '頁面載入中',
  sandbox: '您目前位於 PayDesk 測試環境（Sandbox）',
} as const;
