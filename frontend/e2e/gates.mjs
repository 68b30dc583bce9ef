// For specs that are not about gates: acknowledges the blocking dialogs a demo account meets after login
// (SPEC §4), choosing the answer that keeps the session (never "下次再說", which logs out).
const KEEP_GOING = ['我已閱讀並同意', '我已了解', '我知道了', '關閉', '暫不建立', '稍後再說'];

export async function dismissGates(page, { maxDialogs = 6, settleMs = 1500 } = {}) {
  const dismissed = [];
  const dialog = page.locator('[data-testid="gate-dialog"]');
  for (let i = 0; i < maxDialogs; i++) {
    try {
      await dialog.waitFor({ state: 'visible', timeout: settleMs });
    } catch {
      return dismissed;
    }
    const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
    const buttons = await dialog.getByRole('button').allInnerTexts();
    const choice = KEEP_GOING.find((label) => buttons.includes(label));
    if (!choice) throw new Error(`gate "${title}" offers no way to carry on: ${buttons.join(', ')}`);
    await dialog.getByRole('button', { name: choice, exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    dismissed.push(title);
  }
  return dismissed;
}
