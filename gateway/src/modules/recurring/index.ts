/** The recurring module's public surface: what other modules may import (they import nothing deeper). */
export { runDuePeriodCharges } from './charge-run';
