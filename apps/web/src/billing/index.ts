export { PLAN_TIERS } from './plan-tiers';
export { CardFormField } from './card-field';
export { CouponField } from './coupon-field';
export { useCardForm } from './use-card-form';
