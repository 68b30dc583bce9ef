/** The shop module's public surface: what other modules may import (they import nothing deeper). */
export { lockOrder, markOrderRefunded, settlePaidOrder } from './order-payment';
export { lockOrderForParcel, orderFollowsParcel, orderParcelDraft, type OrderParcelDraft } from './order-shipping';
