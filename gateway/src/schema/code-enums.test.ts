import fs from 'node:fs';
import path from 'node:path';
import { GraphQLEnumType, buildSchema as parseSdl } from 'graphql';
import { CODE_LISTS } from '@paydesk/shared/code-lists';
import { buildGatewaySchema } from './build-schema';

/**
 * One vocabulary from PostgreSQL to the badge: every shared code list is the gateway's enum (keys outside, codes
 * inside), and the committed contract carries exactly its keys. The client's side is in
 * frontend/src/lib/code-lists.contract.test.ts.
 */
describe('code lists in the contract', () => {
  const contract = parseSdl(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
  let built: Awaited<ReturnType<typeof buildGatewaySchema>>['executable'];
  beforeAll(async () => {
    built = (await buildGatewaySchema()).executable;
  });

  it.each(CODE_LISTS.map((l) => [l.name, l] as const))('%s is one enum on both sides', (name, list) => {
    const gatewayEnum = built.getType(name);
    expect(gatewayEnum).toBeInstanceOf(GraphQLEnumType);
    const values = (gatewayEnum as GraphQLEnumType).getValues();
    expect(values.map((v) => [v.name, v.value, v.description]).sort()).toEqual(
      list.entries.map((e) => [e.key, e.code, e.label]).sort(),
    );
    const committed = contract.getType(name) as GraphQLEnumType;
    expect(committed).toBeInstanceOf(GraphQLEnumType);
    expect(
      committed
        .getValues()
        .map((v) => v.name)
        .sort(),
    ).toEqual(list.entries.map((e) => e.key).sort());
  });

  it('leaves no status or type field of the contract as a bare Int', () => {
    const bare: string[] = [];
    for (const type of Object.values(contract.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const field of Object.values(type.getFields())) {
        const named = field.type.toString().replace(/[[\]!]/g, '');
        if (named === 'Int' && /(status|Type|Types|paymentSwitch)$/.test(field.name) && field.name !== 'businessTypeId')
          bare.push(`${type.name}.${field.name}`);
      }
    }
    expect(bare).toEqual([]);
  });

  // Statuses, states, kinds, scopes and types are enums. Left as strings: a global notice's type is free text
  // (up to 20 characters, 'info' by default), and document kinds are also the legacy upload's `kind` form values.
  // shippingType carries SPEC §3's codes verbatim (SPC2C…), as REST and the CSV do; eventType is a webhook event's
  // dotted name (payment.paid), which a GraphQL enum value cannot spell; a token use's operationType is GraphQL's
  // own word for the operation (query, mutation), recorded as the request named it.
  const STRING_CODES_WITHOUT_A_LIST = [
    'GlobalNotice.type',
    'GlobalNoticeInput.type',
    'MemberDocumentInfo.kind',
    'OperatorTokenUseView.operationType',
    'ShipmentView.shippingType',
    'WebhookDeliveryView.eventType',
  ];

  it('leaves no new status, state, kind, scope or type field of the contract a bare String', () => {
    const bare: string[] = [];
    for (const type of Object.values(contract.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type)) continue;
      for (const field of Object.values(type.getFields())) {
        const named = field.type.toString().replace(/[[\]!]/g, '');
        if (named === 'String' && /(status|state|kind|scopes?|type)$/i.test(field.name))
          bare.push(`${type.name}.${field.name}`);
      }
    }
    expect(bare.sort()).toEqual(STRING_CODES_WITHOUT_A_LIST);
  });
});
