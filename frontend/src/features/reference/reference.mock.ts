import type { MockLink } from '@apollo/client/testing';
import { PublicReferenceDocument } from '../../graphql/documents/reference';
import type { PublicReferenceQuery } from '../../graphql/generated';
import fixture from './reference.fixture.json';

/** MockedProvider answer for the reference query (tests only), from the gateway's own snapshot. */
export const REFERENCE_MOCK: MockLink.MockedResponse = {
  request: { query: PublicReferenceDocument },
  result: { data: fixture as PublicReferenceQuery },
};
