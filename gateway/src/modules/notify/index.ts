/** The notify module's public surface: what other modules may import (they import nothing deeper). */
export { CallbackStatus } from './notify-delivery';
export { notifyLogOf } from './callback.service';
export { NotifyLogView } from './notify.types';
// What the sellers' webhooks reuse: the same address rules and the same pinned, bounded POST.
export { resolveCallbackTarget, type CallbackAddressPolicy } from './callback-address';
export { ANSWER_LOG_CHARS, postCallback, type PostFormat } from './callback-post';
export { checkMacValue } from './callback-signature';
