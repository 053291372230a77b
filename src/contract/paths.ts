import type { GateLifecycleAction } from './gateLifecycle';

/** Paths of the Console API under the `/console/v1` base; ids are percent-encoded once, here. */
export const API_BASE_PATH = '/console/v1';

const seg = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  gates: () => '/gates',
  gate: (id: string) => `/gates/${seg(id)}`,
  gateVersions: (id: string) => `/gates/${seg(id)}/versions`,
  /** Extension: `launch`, `disable`, `enable`, `archive` or `unarchive`, each a new version. */
  gateLifecycle: (id: string, action: GateLifecycleAction) => `/gates/${seg(id)}/${action}`,
  layers: () => '/layers',
  autotunes: () => '/autotunes',
  /** Extension: starting an autotune a second time is 409. */
  autotuneStart: (id: string) => `/autotunes/${seg(id)}/start`,
  dynamicConfigs: () => '/dynamic_configs',
  /** Extension: the config with its default value. */
  dynamicConfig: (id: string) => `/dynamic_configs/${seg(id)}`,
  dynamicConfigRules: (id: string) => `/dynamic_configs/${seg(id)}/rules`,
  experiments: () => '/experiments',
  pulseLoadHistory: (id: string) => `/experiments/${seg(id)}/pulse_load_history`,
  metricSource: () => '/metrics/metric_source',
  /** Extensions: the list (newest first) and one source by name. */
  metricSourceList: () => '/metrics/metric_source/list',
  metricSourceByName: (name: string) => `/metrics/metric_source/${seg(name)}`,
  events: () => '/events',
  eventsByName: (name: string) => `/events/${seg(name)}`,
  eventMetrics: (name: string) => `/events/${seg(name)}/metrics`,
  eventNames: () => '/event_names',
  /** Extension: the project's audit log, newest first. */
  auditLogs: () => '/audit_logs',
} as const;

/** The header that carries the API key. */
export const API_KEY_HEADER = 'SERVICE-API-KEY';

/** Gatehouse's own paths on the server that serves the console, outside the Console API. */
export const consoleHostPaths = {
  /** `GET`: whether the server holds a key, and how to get one; never the key itself. */
  status: '/gatehouse/status',
  /** `POST` opens a page session (the server then writes first views), `DELETE` ends it. */
  session: '/gatehouse/session',
} as const;
