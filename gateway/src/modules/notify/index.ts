/** The notify module's public surface: what other modules may import (they import nothing deeper). */
export { CallbackStatus } from './notify-delivery';
export { notifyLogOf } from './callback.service';
export { NotifyLogView } from './notify.types';
export { checkMacValue } from './callback-signature';
