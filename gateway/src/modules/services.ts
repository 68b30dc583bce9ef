import type { Config } from '../config/config';
import { AuthService } from './auth/auth.service';
import { MemberService } from './members/member.service';
import { MerchantService } from './merchants/merchant.service';

/** Every domain service, created once per gateway; services are stateless and take the request context. */
export interface Services {
  auth: AuthService;
  members: MemberService;
  merchants: MerchantService;
}

export function createServices(config: Config): Services {
  return {
    auth: new AuthService(config.captchaFixedCode),
    members: new MemberService(),
    merchants: new MerchantService(),
  };
}
