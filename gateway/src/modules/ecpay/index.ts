/** The ecpay module's public surface: what other modules may import (they import nothing deeper). */
export { CASHIER_PATH, cashierHandler } from './cashier';
