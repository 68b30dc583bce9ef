/** The merchants module's public surface: what other modules may import (they import nothing deeper). */
export { Merchant } from './merchant.entity';
