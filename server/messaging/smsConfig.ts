import {
  africasTalkingGateway,
  readAfricasTalkingConfig,
  type AfricasTalkingConfig,
} from './africasTalking';
import { simulatorSmsGateway, type SmsGateway } from './smsGateway';

/** Which SMS provider the outbox sends through (README lists the settings). */
export type SmsConfig =
  { provider: 'africasTalking'; africasTalking: AfricasTalkingConfig } | { provider: 'simulator' };

/** Africa's Talking when `AT_USERNAME` and `AT_API_KEY` are set; the built-in simulator otherwise. */
export const readSmsConfig = (env: NodeJS.ProcessEnv = process.env): SmsConfig => {
  const africasTalking = readAfricasTalkingConfig(env);
  return africasTalking
    ? { provider: 'africasTalking', africasTalking }
    : { provider: 'simulator' };
};

export const smsGateway = (config: SmsConfig): SmsGateway =>
  config.provider === 'africasTalking'
    ? africasTalkingGateway(config.africasTalking)
    : simulatorSmsGateway();
