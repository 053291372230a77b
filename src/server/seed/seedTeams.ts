import { amara, daniel, hannah, kenji, lukas, maya, priya, ravi, sofia, tom, zoe, type Person } from './seedPeople';

interface Team {
  id: string;
  name: string;
  /** Who edits this team's records; the first is the usual creator. */
  members: readonly Person[];
}

export const TEAMS = {
  checkout: { id: 'team_7Qd2Lw', name: 'Checkout', members: [maya, tom, zoe] },
  growth: { id: 'team_3Hn8Vx', name: 'Growth', members: [daniel, sofia, zoe] },
  search: { id: 'team_9Kp4Rt', name: 'Search & Discovery', members: [priya, lukas] },
  mobile: { id: 'team_2Bm6Yc', name: 'Mobile Platform', members: [kenji, ravi] },
  design: { id: 'team_5Wz1Fs', name: 'Design Systems', members: [sofia, amara] },
  pricing: { id: 'team_8Jt3Nq', name: 'Pricing', members: [daniel, maya] },
  trust: { id: 'team_4Cv7Gh', name: 'Trust & Safety', members: [hannah, amara] },
  data: { id: 'team_6Xr9Pk', name: 'Data Platform', members: [lukas, ravi] },
  notifications: { id: 'team_1Ef5Dj', name: 'Notifications', members: [amara, kenji] },
} as const satisfies Record<string, Team>;

export type TeamKey = keyof typeof TEAMS;
