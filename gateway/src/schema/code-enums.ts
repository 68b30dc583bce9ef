import { registerEnumType } from 'type-graphql';
import { CODE_LISTS } from '@paydesk/shared/code-lists';

/**
 * Every shared code list becomes a GraphQL enum of the same name: the contract carries its keys (ACTIVE, PAID…)
 * with the zh-TW label as each value's description, services keep the numeric codes PostgreSQL and REST use,
 * and type-graphql maps between the two at the edge.
 */
for (const list of CODE_LISTS) {
  registerEnumType(list.values, {
    name: list.name,
    description: `A shared code list: the contract carries its keys, each value described by its zh-TW label`,
    valuesConfig: Object.fromEntries(list.entries.map((e) => [e.key, { description: e.label }])),
  });
}
