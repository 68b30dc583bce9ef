/** The passwords module's public surface: what other modules may import (they import nothing deeper). */
export { isPasswordStale } from './password.service';
