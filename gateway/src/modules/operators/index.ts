/** The operators module's public surface: what other modules may import (they import nothing deeper). */
export { Operator } from './operator.entity';
