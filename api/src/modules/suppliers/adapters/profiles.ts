// How each simulated supplier behaves (SPEC §3 channel codes). The figures are small so that the
// demo usually books; every rate can be overridden for all channels from the environment
// (README.md "Environment"). Under Jest (NODE_ENV=test) every rate and latency defaults to 0:
// tests force the behaviour they exercise (simulator.force) instead of rolling dice.
import { CHANNEL_CODES, type ChannelCode } from '@stay/shared/constants/channels';

export interface SupplierProfile {
  /** Latency of every call, uniformly drawn in [min, max] ms. */
  latencyMs: [number, number];
  /** Share of price checks where the supplier's price moved (it then stays moved for priceChangeTtlSeconds). */
  priceChangeRate: number;
  /** How much a price moves, up or down, in percent [min, max]. */
  priceChangePct: [number, number];
  priceChangeTtlSeconds: number;
  /** Share of price checks answered SOLD_OUT. */
  soldOutRate: number;
  /** Share of book calls refused (the room went meanwhile). */
  bookFailRate: number;
  /** Share of book calls that time out. */
  timeoutRate: number;
  /** Of timed-out book calls: share that still confirms at the supplier, later (late success). */
  lateSuccessRate: number;
  /** Of timed-out book calls: share that never reached the supplier (retrieve says NOT_FOUND). */
  lostRate: number;
  /** How long a timed-out booking stays PENDING at the supplier, [min, max] seconds. */
  lateConfirmSeconds: [number, number];
  /** Confirmation numbers look like the supplier's own: prefix + digits. */
  confirmPrefix: string;
}

const BASE: SupplierProfile = {
  latencyMs: [150, 600],
  priceChangeRate: 0.03,
  priceChangePct: [2, 8],
  priceChangeTtlSeconds: 30 * 60,
  soldOutRate: 0.02,
  bookFailRate: 0.01,
  timeoutRate: 0.03,
  lateSuccessRate: 0.7,
  lostRate: 0.2,
  lateConfirmSeconds: [20, 90],
  confirmPrefix: 'SIM',
};

/** Each wholesaler a little different: domestic ones are quick, global ones slower and moodier. */
const OWN: Record<ChannelCode, Partial<SupplierProfile>> = {
  alr: { latencyMs: [120, 400], confirmPrefix: 'ALR' },
  prm: { latencyMs: [150, 450], confirmPrefix: 'PRM' },
  tln: { latencyMs: [150, 500], priceChangeRate: 0.02, confirmPrefix: 'TL' },
  ona: { latencyMs: [120, 450], soldOutRate: 0.015, confirmPrefix: 'ONDA' },
  dia: { latencyMs: [200, 600], confirmPrefix: 'DIA' },
  ohl: { latencyMs: [250, 600], priceChangeRate: 0.04, confirmPrefix: 'OH' },
  dai: { latencyMs: [200, 600], timeoutRate: 0.035, confirmPrefix: 'DAI' },
  exa: { latencyMs: [200, 550], priceChangeRate: 0.035, confirmPrefix: 'EXA' },
  exb: { latencyMs: [200, 550], confirmPrefix: 'EXB' },
  hos: { latencyMs: [250, 600], timeoutRate: 0.04, lateSuccessRate: 0.6, confirmPrefix: 'HOS' },
};

export interface SimulatorConfig {
  /** Seed of the simulators' dice (SUPPLIER_SIM_SEED); the same seed plays the same run. */
  seed: number;
  profiles: Record<ChannelCode, SupplierProfile>;
  /** Our side's limit for one supplier call (SUPPLIER_CALL_TIMEOUT_MS). */
  callTimeoutMs: number;
}

const rate = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
};
const ms = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export function simulatorConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const testing = env.NODE_ENV === 'test';
  const overrides: Partial<SupplierProfile> = {};
  const set = <K extends keyof SupplierProfile>(key: K, value: SupplierProfile[K] | undefined) => {
    if (value !== undefined) overrides[key] = value;
  };
  set('priceChangeRate', rate(env.SUPPLIER_SIM_PRICE_CHANGE_RATE) ?? (testing ? 0 : undefined));
  set('soldOutRate', rate(env.SUPPLIER_SIM_SOLD_OUT_RATE) ?? (testing ? 0 : undefined));
  set('timeoutRate', rate(env.SUPPLIER_SIM_TIMEOUT_RATE) ?? (testing ? 0 : undefined));
  set('bookFailRate', rate(env.SUPPLIER_SIM_BOOK_FAIL_RATE) ?? (testing ? 0 : undefined));
  set('lateSuccessRate', rate(env.SUPPLIER_SIM_LATE_SUCCESS_RATE));
  const min = ms(env.SUPPLIER_SIM_LATENCY_MIN_MS) ?? (testing ? 0 : undefined);
  const max = ms(env.SUPPLIER_SIM_LATENCY_MAX_MS) ?? (testing ? 0 : undefined);
  const profiles = Object.fromEntries(
    CHANNEL_CODES.map((code) => {
      const profile = { ...BASE, ...OWN[code], ...overrides };
      const lo = min ?? profile.latencyMs[0];
      return [code, { ...profile, latencyMs: [lo, Math.max(lo, max ?? profile.latencyMs[1])] }];
    }),
  ) as Record<ChannelCode, SupplierProfile>;
  const seed = Number(env.SUPPLIER_SIM_SEED);
  return {
    seed: Number.isInteger(seed) ? seed : testing ? 1 : Date.now() % 2_147_483_647,
    profiles,
    callTimeoutMs: ms(env.SUPPLIER_CALL_TIMEOUT_MS) || 8000,
  };
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
