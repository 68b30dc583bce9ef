import type { ClassType, NonEmptyArray } from 'type-graphql';
import { MODULES } from '../modules';

/** Every resolver class of the gateway schema, as the module manifests declare them (modules/index.ts). */
export const RESOLVERS = MODULES.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<ClassType>;
