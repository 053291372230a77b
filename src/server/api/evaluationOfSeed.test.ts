// The console evaluates the rules the embedded server holds with the same module: read the seeded gates and dynamic
// configs through the API, evaluate test users against them, and reach every kind of result the seed promises.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamicConfig } from '../../contract/dynamicConfig';
import { evaluate, type Evaluation, type EvaluationSubject } from '../../contract/evaluation/evaluate';
import { evaluationInWords } from '../../contract/evaluation/evaluationWords';
import { EXAMPLE_USERS } from '../../contract/evaluation/exampleUsers';
import { TestUserSchema, type TestUser } from '../../contract/evaluation/testUser';
import type { Gate } from '../../contract/gate';
import type { Rule } from '../../contract/rule';
import { buildSeed } from '../seed/buildSeed';
import { openDatabase } from '../store/db';
import { importSeed } from '../store/importSeed';
import { read, testApi, v1 } from './testing/testApp';

let api: ReturnType<typeof testApi>;

beforeAll(() => {
  const db = openDatabase(':memory:');
  importSeed(db, buildSeed({ eventCount: 10 }));
  api = testApi({ db, seed: false });
});

async function gateSubject(id: string): Promise<EvaluationSubject> {
  const gate = (await read<Gate>(await api.get(v1(`/gates/${id}`)))).data;
  return { kind: 'gate', ...gate };
}

async function configSubject(id: string): Promise<EvaluationSubject> {
  const config = (await read<DynamicConfig>(await api.get(v1(`/dynamic_configs/${id}`)))).data;
  const page = await read<{ rules: Rule[] }[]>(await api.get(v1(`/dynamic_configs/${id}/rules?limit=20000`)));
  return { kind: 'dynamic_config', ...config, rules: page.data[0]?.rules ?? [] };
}

const testUser = (fields: Partial<TestUser>) => TestUserSchema.parse(fields);
const exampleUser = (id: string) => {
  const example = EXAMPLE_USERS.find((candidate) => candidate.id === id);
  if (example === undefined) throw new Error(`No example user ${id}`);
  return example.user;
};

/** What a person reads first: the result, why, and the deciding rule's name. */
const summary = (evaluation: Evaluation) => ({
  result: evaluation.result,
  reason: evaluation.reason,
  rule: evaluation.decidingRule?.name,
});

describe('the seed evaluated through the API', () => {
  it('lets the example users read as their names say on "Canada pilot"', async () => {
    const pilot = await gateSubject('canada_pilot');
    const maya = await evaluate(pilot, exampleUser('example-maya'), { bucketing: 'exact' });
    expect(summary(maya)).toEqual({ result: 'pass', reason: 'rule', rule: 'Canada pilot' });
    expect(evaluationInWords(maya)).toMatch(
      /^Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2\.1 ≥ 2\.0 ✓; bucket \d+ < 2500$/,
    );
    const sam = await evaluate(pilot, exampleUser('example-sam'));
    expect(summary(sam)).toEqual({ result: 'fail', reason: 'default', rule: undefined });
    const staff = await evaluate(pilot, exampleUser('example-staff'));
    expect(summary(staff)).toEqual({ result: 'pass', reason: 'rule', rule: 'Staff' });
    expect(staff.rules.map((rule) => rule.outcome)).toEqual(['applied', 'not reached']);
  });

  it('reaches a 0 % rule, a segment rule and a rule limited to one environment', async () => {
    const wallet = await gateSubject('wallet_top_up_bonus');
    const sanctioned = await evaluate(wallet, testUser({ userID: 'u1', country: 'KP', segments: ['wallet_beta'] }));
    expect(summary(sanctioned)).toEqual({ result: 'fail', reason: 'rule', rule: 'Sanctioned regions' });
    const beta = await evaluate(wallet, testUser({ userID: 'u1', country: 'CA', segments: ['wallet_beta'] }));
    expect(summary(beta)).toEqual({ result: 'pass', reason: 'rule', rule: 'Wallet beta testers' });
    expect(beta.assumptions.segments).toEqual([{ name: 'wallet_beta', member: true }]);

    const onStaging = await evaluate(wallet, testUser({ userID: 'qa_7', environment: 'staging' }));
    expect(summary(onStaging)).toEqual({ result: 'pass', reason: 'rule', rule: 'QA accounts on staging' });
    const inProduction = await evaluate(wallet, testUser({ userID: 'qa_7', environment: 'production' }));
    expect(summary(inProduction)).toEqual({ result: 'fail', reason: 'default', rule: undefined });
    expect(inProduction.rules.at(-1)?.outcome).toBe('other environment');
  });

  it('fails everyone on a disabled gate and on an archived one', async () => {
    const maya = exampleUser('example-maya');
    expect((await evaluate(await gateSubject('onboarding_welcome_video'), maya)).reason).toBe('disabled');
    expect((await evaluate(await gateSubject('holiday_banner_2024'), maya)).reason).toBe('archived');
  });

  it('returns a dynamic config’s rule value, its default value, and the default of a disabled config', async () => {
    const mobile = await configSubject('mobile_app_config');
    const staging = await evaluate(mobile, testUser({ userID: 'u1', environment: 'staging' }));
    expect(staging.decidingRule?.index).toBe(2);
    expect(staging.value).toMatchObject({ minVersion: '0.0.1', debugMenu: true });
    const production = await evaluate(mobile, testUser({ userID: 'u1', environment: 'production' }));
    expect(production).toMatchObject({ result: 'fail', reason: 'default', value: { minVersion: '5.2.0' } });
    const banner = await evaluate(await configSubject('holiday_banner'), testUser({ userID: 'u1' }));
    expect(banner).toMatchObject({ reason: 'disabled', value: { enabled: false, headline: null } });
  });

  it('knows every condition of every seeded gate: no example user gets an unknown result', async () => {
    const gates: Gate[] = [];
    for (let page = 1; ; page += 1) {
      const body = await read<Gate[]>(await api.get(v1(`/gates?limit=100&page=${String(page)}`)));
      gates.push(...body.data);
      if (body.data.length < 100) break;
    }
    expect(gates.length).toBeGreaterThan(40);
    for (const example of EXAMPLE_USERS) {
      const results = await Promise.all(gates.map((gate) => evaluate({ kind: 'gate', ...gate }, example.user)));
      expect(results.filter((evaluation) => evaluation.result === 'unknown')).toEqual([]);
      expect(new Set(results.map((evaluation) => evaluation.result))).toEqual(new Set(['pass', 'fail']));
    }
  });
});
