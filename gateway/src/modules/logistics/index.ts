/** The logistics module's public surface: what other modules may import (they import nothing deeper). */
export { collectOwedShippingFees } from './return-fee';
