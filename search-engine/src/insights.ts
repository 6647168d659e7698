import { randomBytes } from 'node:crypto';
import { ParamsError } from './params';

/** One Insights event as the Insights API takes it (POST /1/events). */
interface InsightsEvent {
  eventType: 'click' | 'view' | 'conversion';
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken?: string;
  objectIDs?: string[];
  filters?: string[];
  positions?: number[];
  queryID?: string;
  timestamp: number;
}

interface StoredInsightsEvent extends InsightsEvent {
  /** When the engine received it (ms). */
  receivedAt: number;
}

const MAX_EVENTS_PER_REQUEST = 1000;
const MAX_OBJECT_IDS = 20;
const DEFAULT_EVENTS_KEPT = 100_000;
const EVENT_TYPES = new Set(['click', 'view', 'conversion']);
const EVENT_SUBTYPES = new Set(['addToCart', 'purchase']);
const USER_TOKEN = /^[a-zA-Z0-9_=/+\-.:@]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
/** Algolia refuses events older than 4 days. */
const MAX_AGE_MS = 4 * 24 * 3600 * 1000;
const KNOWN_FIELDS = new Set([
  'eventType',
  'eventSubtype',
  'eventName',
  'index',
  'userToken',
  'authenticatedUserToken',
  'objectIDs',
  'filters',
  'positions',
  'queryID',
  'timestamp',
  'objectData',
  'value',
  'currency',
]);

/** A random query id like Algolia's: 32 hex characters. */
export const newQueryID = () => randomBytes(16).toString('hex');

const isString = (v: unknown): v is string => typeof v === 'string';

function readEvent(raw: unknown, at: string, now: number): InsightsEvent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ParamsError(`${at} must be an object`);
  const e = raw as Record<string, unknown>;
  const fail = (message: string): never => {
    throw new ParamsError(`${at}.${message}`);
  };
  const unknown = Object.keys(e).find((k) => !KNOWN_FIELDS.has(k));
  if (unknown) fail(`${unknown} is not a known field`);
  if (!isString(e.eventType) || !EVENT_TYPES.has(e.eventType))
    fail("eventType must be one of 'click', 'view', 'conversion'");
  const eventType = e.eventType as InsightsEvent['eventType'];
  if (
    e.eventSubtype !== undefined &&
    (eventType !== 'conversion' || !isString(e.eventSubtype) || !EVENT_SUBTYPES.has(e.eventSubtype))
  ) {
    fail("eventSubtype must be 'addToCart' or 'purchase', on conversion events only");
  }
  if (!isString(e.eventName) || !/^[\x20-\x7e]{1,64}$/.test(e.eventName))
    fail('eventName must be 1 to 64 printable ASCII characters');
  if (!isString(e.index) || e.index.length === 0 || e.index.length > 256) fail('index must be a non-empty string');
  if (!isString(e.userToken) || !USER_TOKEN.test(e.userToken)) {
    fail('userToken must be 1 to 129 characters: letters, digits and _ = / + - . : @');
  }
  if (
    e.authenticatedUserToken !== undefined &&
    (!isString(e.authenticatedUserToken) || !USER_TOKEN.test(e.authenticatedUserToken))
  ) {
    fail('authenticatedUserToken must be 1 to 129 characters: letters, digits and _ = / + - . : @');
  }
  const hasObjects = e.objectIDs !== undefined;
  const hasFilters = e.filters !== undefined;
  if (hasObjects === hasFilters) fail('exactly one of objectIDs and filters is required');
  const list = (name: 'objectIDs' | 'filters') => {
    const value = e[name];
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.length > MAX_OBJECT_IDS ||
      !value.every((v) => isString(v) && v.length > 0)
    ) {
      fail(`${name} must be an array of 1 to ${MAX_OBJECT_IDS} non-empty strings`);
    }
    return value as string[];
  };
  const objectIDs = hasObjects ? list('objectIDs') : undefined;
  const filters = hasFilters ? list('filters') : undefined;
  if (e.queryID !== undefined && (!isString(e.queryID) || !QUERY_ID.test(e.queryID)))
    fail('queryID must be 32 hexadecimal characters');
  let positions: number[] | undefined;
  if (e.positions !== undefined) {
    if (eventType !== 'click' || !objectIDs || e.queryID === undefined)
      fail('positions are only accepted on click events with objectIDs and a queryID');
    const p = e.positions;
    if (
      !Array.isArray(p) ||
      p.length !== objectIDs!.length ||
      !p.every((n) => Number.isInteger(n) && (n as number) >= 1)
    ) {
      fail('positions must hold one integer ≥ 1 per objectID');
    }
    positions = p as number[];
  } else if (eventType === 'click' && e.queryID !== undefined) {
    fail('positions are required on click events with a queryID');
  }
  let timestamp = now;
  if (e.timestamp !== undefined) {
    if (!Number.isInteger(e.timestamp)) fail('timestamp must be an integer (milliseconds)');
    timestamp = e.timestamp as number;
    if (timestamp < now - MAX_AGE_MS || timestamp > now + 60_000) fail('timestamp must be within the last 4 days');
  }
  return {
    eventType,
    ...(e.eventSubtype ? { eventSubtype: e.eventSubtype as InsightsEvent['eventSubtype'] } : {}),
    eventName: e.eventName as string,
    index: e.index as string,
    userToken: e.userToken as string,
    ...(e.authenticatedUserToken ? { authenticatedUserToken: e.authenticatedUserToken as string } : {}),
    ...(objectIDs ? { objectIDs } : {}),
    ...(filters ? { filters } : {}),
    ...(positions ? { positions } : {}),
    ...(e.queryID ? { queryID: e.queryID as string } : {}),
    timestamp,
  };
}

/** Validates a whole POST /1/events body: all events or none (ParamsError → 400). */
export function readInsightsEvents(body: unknown, now = Date.now()): InsightsEvent[] {
  const events = (body as { events?: unknown } | undefined)?.events;
  if (!body || typeof body !== 'object' || !Array.isArray(events)) throw new ParamsError('events must be an array');
  if (events.length === 0 || events.length > MAX_EVENTS_PER_REQUEST) {
    throw new ParamsError(`events must hold 1 to ${MAX_EVENTS_PER_REQUEST} events`);
  }
  return events.map((event, i) => readEvent(event, `events[${i}]`, now));
}

/** The last `capacity` events received, in memory (a ring buffer). */
export class InsightsStore {
  private readonly ring: StoredInsightsEvent[] = [];
  private next = 0;

  constructor(readonly capacity = DEFAULT_EVENTS_KEPT) {}

  add(events: InsightsEvent[], receivedAt = Date.now()) {
    for (const event of events) {
      const stored = { ...event, receivedAt };
      if (this.ring.length < this.capacity) this.ring.push(stored);
      else this.ring[this.next] = stored;
      this.next = (this.next + 1) % this.capacity;
    }
  }

  get size() {
    return this.ring.length;
  }

  /** The newest `limit` events, oldest first. */
  recent(limit = 100): StoredInsightsEvent[] {
    const ordered =
      this.ring.length < this.capacity ? this.ring : [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return limit >= ordered.length ? [...ordered] : ordered.slice(ordered.length - limit);
  }
}
