import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Bounds on one GraphQL document, checked while parsing and validating, i.e. before any resolver or SQL
 * runs. The frontend's largest operation (PublicReference) has ~160 tokens, 104 fields, depth 5 and no
 * aliases or directives, so these leave ample room for legitimate clients and none for amplification.
 */
export const QUERY_LIMITS = {
  /** Lexer tokens; the parser stops at the limit, so a huge document costs almost nothing. */
  tokens: 3000,
  /** Selection-set nesting, fragments expanded (introspection's own nesting is not counted). */
  depth: 10,
  /** Aliases, fragments expanded: each alias can run a resolver (and its SQL) once more. */
  aliases: 20,
  /** Field selections, fragments expanded: a static cost bound. */
  fields: 500,
  directives: 20,
} as const;

export const QUERY_LIMIT_MESSAGES = {
  tokens: `查詢內容過長（上限 ${QUERY_LIMITS.tokens} 個語彙單元）`,
  depth: `查詢的巢狀層數過深（上限 ${QUERY_LIMITS.depth} 層）`,
  aliases: `查詢的別名過多（上限 ${QUERY_LIMITS.aliases} 個）`,
  fields: `查詢的欄位過多（上限 ${QUERY_LIMITS.fields} 個）`,
  directives: `查詢的指令過多（上限 ${QUERY_LIMITS.directives} 個）`,
} as const;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

interface Cost {
  depth: number;
  aliases: number;
  fields: number;
  directives: number;
}

const ZERO: Cost = { depth: 0, aliases: 0, fields: 0, directives: 0 };
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/** Adds up a selection set; each fragment is costed once (memoised), so nested spreads stay linear. */
function costOf(set: SelectionSetNode, fragment: (name: string) => Cost): Cost {
  let depth = 0;
  let aliases = 0;
  let fields = 0;
  let directives = 0;
  for (const selection of set.selections) {
    directives += selection.directives?.length ?? 0;
    let inner = ZERO;
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.alias) aliases += 1;
      if (selection.selectionSet && !INTROSPECTION_ROOTS.has(selection.name.value))
        inner = costOf(selection.selectionSet, fragment);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      // An inline fragment adds no nesting level of its own.
      const c = costOf(selection.selectionSet, fragment);
      inner = { ...c, depth: c.depth - 1 };
    } else {
      const c = fragment(selection.name.value);
      inner = { ...c, depth: c.depth - 1 };
    }
    depth = Math.max(depth, inner.depth);
    aliases += inner.aliases;
    fields += inner.fields;
    directives += inner.directives;
  }
  return { depth: depth + 1, aliases, fields, directives };
}

/** Validation rule: refuses a document whose operations exceed QUERY_LIMITS. */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(document) {
      const memo = new Map<string, Cost>();
      const fragment = (name: string): Cost => {
        const known = memo.get(name);
        if (known) return known;
        memo.set(name, ZERO); // a cycle (reported by NoFragmentCyclesRule) costs nothing more here
        const definition: FragmentDefinitionNode | null | undefined = context.getFragment(name);
        const cost = definition ? costOf(definition.selectionSet, fragment) : ZERO;
        const total = { ...cost, directives: cost.directives + (definition?.directives?.length ?? 0) };
        memo.set(name, total);
        return total;
      };
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const cost = costOf(definition.selectionSet, fragment);
        cost.directives += definition.directives?.length ?? 0;
        for (const key of ['depth', 'aliases', 'fields', 'directives'] as const) {
          if (cost[key] > QUERY_LIMITS[key]) {
            context.reportError(
              new GraphQLError(QUERY_LIMIT_MESSAGES[key], {
                nodes: [definition],
                extensions: { code: QUERY_TOO_COMPLEX },
              }),
            );
            return false;
          }
        }
      }
      return false;
    },
  };
}

/** The parser's own English message for the token limit, in zh-TW for the client. */
export function translateLimitError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (
    formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' &&
    /Document contains more th(?:an|en|at) \d+ tokens/.test(formatted.message)
  ) {
    return { message: QUERY_LIMIT_MESSAGES.tokens, extensions: { code: QUERY_TOO_COMPLEX } };
  }
  return formatted;
}
