import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Whether the client asked for any of these fields of the resolver's result (through fragments too, honouring
 * @skip and @include), so a resolver can leave out work whose answer nobody reads.
 */
export function selectsField(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((node) => {
      if (!wanted(node)) return false;
      if (node.kind === Kind.FIELD) return names.includes(node.name.value);
      if (node.kind === Kind.INLINE_FRAGMENT) return visit(node.selectionSet);
      if (seen.has(node.name.value)) return false;
      seen.add(node.name.value);
      return visit(info.fragments[node.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((field) => visit(field.selectionSet));
}
