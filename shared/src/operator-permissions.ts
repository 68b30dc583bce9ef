/**
 * Permission keys of the operator console's read queries. They are not in the member catalogue
 * (permission-catalogue.ts): no assistant group can hold them. A field guarded by `@permission(key)` with one of
 * these keys is for operators only; an operator token passes it when one of its scopes grants the key.
 * Import-free, for the token form and the gateway.
 */
export const OPERATOR_PERMISSION_KEYS = ['ops_members', 'ops_merchants', 'ops_reviews', 'ops_reports'] as const;

export type OperatorPermissionKey = (typeof OPERATOR_PERMISSION_KEYS)[number];

export function isOperatorPermissionKey(key: string): key is OperatorPermissionKey {
  return (OPERATOR_PERMISSION_KEYS as readonly string[]).includes(key);
}
