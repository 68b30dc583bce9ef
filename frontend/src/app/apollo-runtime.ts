// The Apollo Client runtime as its own chunk: the entry loads it on start-up without waiting for it, so public pages
// that mark `deferApollo` paint their heading before it has arrived (issue 18 target 3).
export { createApolloClient } from './apollo';
