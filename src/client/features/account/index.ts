// What other features take from the member area besides its api.ts.
export { ConfirmStep } from './confirm-step';
