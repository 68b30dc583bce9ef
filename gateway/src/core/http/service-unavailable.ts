import type { ApolloServerPlugin } from '@apollo/server';
import { isDatabaseUnavailable } from '../database/unavailable';

/** A GraphQL answer that failed because the database is gone carries HTTP 503, as REST does. */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        if (errors?.some((error) => isDatabaseUnavailable(error))) response.http.status = 503;
      },
    };
  },
};
