/** The sandbox-clock module's public surface: what other modules may import (they import nothing deeper). */
export { advanceSettlementClock } from './sandbox-clock';
