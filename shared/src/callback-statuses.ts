import { codeList } from './code-list';

/**
 * A paid payment's callback to its shop's notify URL: waiting for its next attempt, taken by the shop's server
 * (`1|OK`), given up after the last retry, or none because the shop had no notify URL when the payment was made.
 */
export const CALLBACK_STATUS_LIST = codeList(
  'CallbackStatus',
  [
    { key: 'PENDING', code: 0, label: '等待發送', tone: 'accent' },
    { key: 'DELIVERED', code: 1, label: '已送達', tone: 'success' },
    { key: 'GAVE_UP', code: 2, label: '已停止重試', tone: 'error' },
    { key: 'NONE', code: 3, label: '未設定通知網址', tone: 'neutral' },
  ],
  { 0: [1, 2, 3], 1: [0], 2: [0] },
);

export const CallbackStatus = CALLBACK_STATUS_LIST.values;
export type CallbackStatus = (typeof CallbackStatus)[keyof typeof CallbackStatus];
