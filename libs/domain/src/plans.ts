/**
 * What each plan includes in storage and upload sizes. The spec leaves the numbers to
 * configuration; they are set here, in one place.
 */
export type PlanName = 'default' | 'lite' | 'pro' | 'enterprise';

/** The plans as an operator names them (settings, the admin command); a team is on the enterprise plan. */
const PLANS_BY_NAME = {
  free: 'default',
  lite: 'lite',
  pro: 'pro',
  team: 'enterprise',
  enterprise: 'enterprise',
} as const;
export type OperatorPlanName = keyof typeof PLANS_BY_NAME;
export const OPERATOR_PLAN_NAMES = Object.keys(PLANS_BY_NAME) as [OperatorPlanName, ...OperatorPlanName[]];

export function planFromName(name: string): PlanName | undefined {
  return Object.hasOwn(PLANS_BY_NAME, name) ? PLANS_BY_NAME[name as OperatorPlanName] : undefined;
}

const MB = 1024 * 1024;

export interface PlanLimits {
  storageLimit: number;
  imageUploadLimit: number;
  /** 0: this plan cannot upload video. */
  videoUploadLimit: number;
}

export const PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  default: { storageLimit: 250 * MB, imageUploadLimit: 10 * MB, videoUploadLimit: 0 },
  lite: { storageLimit: 1024 * MB, imageUploadLimit: 20 * MB, videoUploadLimit: 100 * MB },
  pro: { storageLimit: 10 * 1024 * MB, imageUploadLimit: 20 * MB, videoUploadLimit: 250 * MB },
  enterprise: { storageLimit: 50 * 1024 * MB, imageUploadLimit: 50 * MB, videoUploadLimit: 500 * MB },
};
