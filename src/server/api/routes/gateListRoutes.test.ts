import { describe, expect, it } from 'vitest';
import type { Gate } from '../../../contract/gate';
import { importSeed } from '../../store/importSeed';
import { fixtureSeed } from '../testing/fixtureSeed';
import { read, testApi, v1 } from '../testing/testApp';

const T0 = Date.UTC(2026, 0, 1);
function templateGate(): Gate {
  const first = fixtureSeed().gates[0]?.versions[0];
  if (!first) throw new Error('The fixture seed has no gate to copy');
  return first;
}
const template = templateGate();

interface Person {
  name: string;
  email: string | null;
}
const ada: Person = { name: 'Ada Lovelace', email: 'ada@example.com' };
const sofia: Person = { name: 'Sofía Álvarez', email: 'sofia@larkspur.example' };
const ci: Person = { name: 'Release pipeline (CI key)', email: null };

function gate(id: string, fields: Partial<Gate> & { creator?: Person; modifier?: Person }): Gate {
  const { creator = ada, modifier = creator, ...rest } = fields;
  return {
    ...template,
    id,
    name: id.replace(/_/g, ' '),
    creatorName: creator.name,
    creatorEmail: creator.email,
    lastModifierName: modifier.name,
    lastModifierEmail: modifier.email,
    ...rest,
  };
}

// Names, times and counts chosen so each sort gives a different order, with a tie on checksPerHour.
const GATES: Gate[] = [
  gate('alpha', {
    status: 'Launched',
    type: 'PERMANENT',
    tags: ['web', 'checkout'],
    createdTime: T0 + 3,
    lastModifiedTime: T0 + 40,
    checksPerHour: 500,
  }),
  gate('bravo', {
    status: 'In Progress',
    type: 'TEMPORARY',
    tags: ['web'],
    createdTime: T0 + 1,
    lastModifiedTime: T0 + 10,
    checksPerHour: 0,
    creator: sofia,
    modifier: ci,
  }),
  gate('charlie', {
    status: 'Disabled',
    isEnabled: false,
    type: 'TEMPORARY',
    tags: ['web', 'checkout', 'beta'],
    createdTime: T0 + 4,
    lastModifiedTime: T0 + 30,
    checksPerHour: 500,
    modifier: sofia,
  }),
  gate('delta', {
    status: 'Archived',
    isEnabled: false,
    type: 'STALE',
    typeReason: 'STALE_NO_RULES',
    tags: ['checkout'],
    createdTime: T0 + 2,
    lastModifiedTime: T0 + 20,
    checksPerHour: 7,
    creator: ci,
  }),
  gate('echo', {
    status: 'In Progress',
    type: 'TEMPORARY',
    tags: [],
    createdTime: T0 + 5,
    lastModifiedTime: T0 + 50,
    checksPerHour: 90,
  }),
];

function listApi() {
  const api = testApi({ seed: false });
  importSeed(api.db, { ...fixtureSeed(), gates: GATES.map((one) => ({ versions: [one] })) });
  const ids = async (query: string) => (await read<Gate[]>(await api.get(v1(`/gates?${query}`)))).data.map((g) => g.id);
  return { ...api, ids };
}

describe('GET /gates filters', () => {
  it('keeps the newest change first when nothing is asked', async () => {
    expect(await listApi().ids('')).toEqual(['echo', 'alpha', 'charlie', 'delta', 'bravo']);
  });

  it('filters by status and by type', async () => {
    const { ids } = listApi();
    expect(await ids('status=In%20Progress')).toEqual(['echo', 'bravo']);
    expect(await ids('status=Archived')).toEqual(['delta']);
    expect(await ids('type=TEMPORARY')).toEqual(['echo', 'charlie', 'bravo']);
    expect(await ids('type=TEMPORARY&status=Disabled')).toEqual(['charlie']);
    expect(await ids('type=TEMPLATE')).toEqual([]);
  });

  it('keeps gates that have every tag asked for, exactly as written', async () => {
    const { ids } = listApi();
    expect(await ids('tag=checkout')).toEqual(['alpha', 'charlie', 'delta']);
    expect(await ids('tag=checkout&tag=web')).toEqual(['alpha', 'charlie']);
    expect(await ids('tag=checkout&tag=web&tag=beta')).toEqual(['charlie']);
    expect(await ids('tag=checkout&tag=checkout')).toEqual(['alpha', 'charlie', 'delta']);
    expect(await ids('tag=Checkout')).toEqual([]);
    expect(await ids('tag=web&tag=nowhere')).toEqual([]);
  });

  it('matches creator and last modifier by name or email, ignoring case, also outside ASCII', async () => {
    const { ids } = listApi();
    expect(await ids('creator=LOVELACE')).toEqual(['echo', 'alpha', 'charlie']);
    expect(await ids('creator=larkspur')).toEqual(['bravo']);
    expect(await ids(`creator=${encodeURIComponent('ÁLVAREZ')}`)).toEqual(['bravo']);
    expect(await ids('modifier=%C3%A1lvarez')).toEqual(['charlie']);
    expect(await ids('modifier=ci%20key')).toEqual(['delta', 'bravo']);
    expect(await ids('creator=pipeline&modifier=pipeline')).toEqual(['delta']);
    expect(await ids('creator=%20%20ada%20')).toEqual(['echo', 'alpha', 'charlie']);
  });

  it('filters by enabled, whatever the status (an archived gate keeps its switch)', async () => {
    const { ids } = listApi();
    expect(await ids('enabled=false')).toEqual(['charlie', 'delta']);
    expect(await ids('enabled=true')).toEqual(['echo', 'alpha', 'bravo']);
    expect(await ids('enabled=false&status=Archived')).toEqual(['delta']);
  });

  it('counts the gates per status under the other filters when asked, and only then', async () => {
    const api = listApi();
    const counts = async (query: string) =>
      (await read<Gate[]>(await api.get(v1(`/gates?${query}`)))).pagination.statusCounts;
    expect(await counts('counts=status')).toEqual({ 'In Progress': 2, Launched: 1, Disabled: 1, Archived: 1 });
    // The status filter is left out: each count is what choosing that status would list.
    expect(await counts('counts=status&tag=checkout&status=Launched&limit=1')).toEqual({
      'In Progress': 0,
      Launched: 1,
      Disabled: 1,
      Archived: 1,
    });
    expect(await counts('counts=status&enabled=true')).toEqual({
      'In Progress': 2,
      Launched: 1,
      Disabled: 0,
      Archived: 0,
    });
    expect(await counts('tag=checkout')).toBeUndefined();
  });

  it('reads an empty value as no filter', async () => {
    expect(await listApi().ids('status=&enabled=&type=&tag=&creator=&modifier=&sort=&order=')).toEqual([
      'echo',
      'alpha',
      'charlie',
      'delta',
      'bravo',
    ]);
  });

  it('combines filters with search', async () => {
    const { ids } = listApi();
    expect(await ids('search=A&tag=checkout&status=Launched')).toEqual(['alpha']);
    expect(await ids('search=ECHO&tag=web')).toEqual([]);
  });

  it.each([
    ['status=Live', 'status must be one of: In Progress, Launched, Disabled, Archived'],
    ['type=permanent', 'type must be one of: PERMANENT, TEMPORARY, STALE, TEMPLATE'],
    ['sort=owner', 'sort must be one of: name, lastModifiedTime, createdTime, checksPerHour'],
    ['order=up', 'order must be one of: asc, desc'],
    ['enabled=yes', 'enabled must be one of: true, false'],
    ['counts=type', 'counts must be one of: status'],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const response = await listApi().get(v1(`/gates?${query}`));
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.message).toBe(`Invalid query: ${query.split('=')[0] ?? ''}: ${message}`);
    expect(body.errors).toEqual([{ path: query.split('=')[0], message }]);
  });
});

describe('GET /gates sorts', () => {
  it('sorts by each field in both directions, ties by id in the same direction', async () => {
    const { ids } = listApi();
    expect(await ids('sort=name')).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    expect(await ids('sort=name&order=desc')).toEqual(['echo', 'delta', 'charlie', 'bravo', 'alpha']);
    expect(await ids('sort=createdTime')).toEqual(['bravo', 'delta', 'alpha', 'charlie', 'echo']);
    expect(await ids('sort=createdTime&order=desc')).toEqual(['echo', 'charlie', 'alpha', 'delta', 'bravo']);
    expect(await ids('sort=lastModifiedTime&order=asc')).toEqual(['bravo', 'delta', 'charlie', 'alpha', 'echo']);
    expect(await ids('sort=checksPerHour&order=desc')).toEqual(['charlie', 'alpha', 'echo', 'delta', 'bravo']);
    expect(await ids('sort=checksPerHour')).toEqual(['bravo', 'delta', 'echo', 'alpha', 'charlie']);
  });

  it('sorts by lastModifiedTime when only an order is given', async () => {
    expect(await listApi().ids('order=asc')).toEqual(['bravo', 'delta', 'charlie', 'alpha', 'echo']);
  });

  it('sorts what the filters keep', async () => {
    expect(await listApi().ids('tag=web&sort=checksPerHour&order=desc')).toEqual(['charlie', 'alpha', 'bravo']);
  });
});

describe('GET /gates paging with filters', () => {
  it('counts only matching gates and keeps every filter in the links', async () => {
    const { get } = listApi();
    const first = await read<Gate[]>(await get(v1('/gates?tag=web&tag=checkout&sort=name&limit=1')));
    expect(first.data.map((g) => g.id)).toEqual(['alpha']);
    expect(first.pagination).toMatchObject({ totalItems: 2, pageNumber: 1, previousPage: null });
    expect(first.pagination.nextPage).toBe('/console/v1/gates?tag=web&tag=checkout&sort=name&page=2&limit=1');
    const second = await read<Gate[]>(await get(first.pagination.nextPage ?? ''));
    expect(second.data.map((g) => g.id)).toEqual(['charlie']);
    expect(second.pagination).toMatchObject({ totalItems: 2, nextPage: null });
    const past = await read<Gate[]>(await get(v1('/gates?tag=web&tag=checkout&sort=name&limit=1&page=5')));
    expect(past.data).toEqual([]);
    expect(past.pagination.previousPage).toBe('/console/v1/gates?tag=web&tag=checkout&sort=name&page=2&limit=1');
  });

  it('follows every change: an update, a lifecycle action and a new gate are filtered by what they now are', async () => {
    const { post, ids } = listApi();
    await post(v1('/gates/echo'), { tags: ['web', 'checkout'] });
    expect(await ids('tag=checkout&tag=web')).toEqual(['echo', 'alpha', 'charlie']);
    await post(v1('/gates/alpha/archive'), undefined);
    expect(await ids('status=Archived')).toEqual(['alpha', 'delta']);
    await post(v1('/gates'), { name: 'Foxtrot', tags: ['beta'] });
    expect(await ids('tag=beta&modifier=console%20api')).toEqual(['foxtrot']);
    expect(await ids('sort=checksPerHour')).toEqual(['bravo', 'foxtrot', 'delta', 'echo', 'alpha', 'charlie']);
  });
});
