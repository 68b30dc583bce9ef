import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/**
 * Whole New Taiwan dollars that may pass GraphQL's 32-bit Int: sums and balances (a seller's totals over a range,
 * the held-funds balance). A JSON number, exact up to 2^53 − 1. Single amounts stay Int: their limits keep them
 * far below 2^31. PostgreSQL sums arrive as bigint text or as numbers; both serialize the same.
 */
export const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'Whole TWD as a JSON number, exact up to 2^53 − 1 (sums and balances, which may pass 2^31)',
  serialize(value) {
    const n = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError(`Money 不是整數：${String(value)}`);
    return n;
  },
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError('金額須為整數');
    return value;
  },
  parseLiteral(ast) {
    const n = ast.kind === Kind.INT ? Number(ast.value) : NaN;
    if (!Number.isSafeInteger(n)) throw new GraphQLError('金額須為整數');
    return n;
  },
});
