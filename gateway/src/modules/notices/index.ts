/** The notices module's public surface: what other modules may import (they import nothing deeper). */
export type { GlobalNoticeRow, NoticeService, PendingNotice } from './notice.service';
export { NoticePayload, NoticeSendType } from './notice.types';
