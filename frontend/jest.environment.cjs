// jsdom plus the Fetch API classes the react-router data router needs (Request, Response,
// Headers). AbortController/AbortSignal come along so Request accepts the router's signals.
// fetch itself stays absent: tests that reach the network boundary install a fake.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream'];

class PayDeskEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = PayDeskEnvironment;
