/** The agency module's public surface: what other modules may import (they import nothing deeper). */
export { closeEndedMonths } from './shares';
