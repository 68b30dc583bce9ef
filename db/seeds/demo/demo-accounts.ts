/** Demo accounts for local, test and sandbox (listed in the README). All share one password. */
export const DEMO_PASSWORD = 'Sandbox+Demo2026';

export interface DemoMemberSeed {
  loginName: string;
  memType: 1 | 2 | 3;
  name: string;
  email: string;
  mobile: string;
  identityNo: string | null;
  status: 1 | 9;
  isPlatform: boolean;
  profileCompleted: boolean;
  verified: boolean;
  defaultPassword: boolean;
}

export const DEMO_MEMBERS: readonly DemoMemberSeed[] = [
  {
    loginName: 'personal01',
    memType: 1,
    name: '王小明',
    email: 'personal01@example.com',
    mobile: '0912345678',
    identityNo: 'A123456789',
    status: 1,
    isPlatform: false,
    profileCompleted: true,
    verified: true,
    defaultPassword: false,
  },
  {
    loginName: 'business01',
    memType: 2,
    name: '好物商行有限公司',
    email: 'business01@example.com',
    mobile: '0922333444',
    identityNo: '24536806',
    status: 1,
    isPlatform: false,
    profileCompleted: true,
    verified: true,
    defaultPassword: false,
  },
  {
    loginName: 'agent01',
    memType: 2,
    name: '通路夥伴股份有限公司',
    email: 'agent01@example.com',
    mobile: '0933444555',
    identityNo: '04595257',
    status: 1,
    isPlatform: true,
    profileCompleted: true,
    verified: true,
    defaultPassword: false,
  },
  {
    loginName: 'buyer01',
    memType: 3,
    name: '林美玲',
    email: 'buyer01@example.com',
    mobile: '0955666777',
    identityNo: null,
    status: 1,
    isPlatform: false,
    profileCompleted: true,
    verified: true,
    defaultPassword: false,
  },
  {
    loginName: 'newbie01',
    memType: 1,
    name: '陳新手',
    email: 'newbie01@example.com',
    mobile: '0966777888',
    identityNo: null,
    status: 9,
    isPlatform: false,
    profileCompleted: false,
    verified: false,
    defaultPassword: true,
  },
];

/** assist01 belongs to business01 and may only look at transactions and the held-funds account. */
export const DEMO_ASSISTANT_GROUP = {
  ownerLoginName: 'business01',
  name: '出納助理',
  permissionKeys: ['trans_detail', 'bill_detail', 'uop_list', 'uop_transaction'],
};

export const DEMO_ASSISTANT = { loginName: 'assist01', name: '張助理', email: 'assist01@example.com' };

export const DEMO_OPERATOR = { loginName: 'ops01', name: '營運專員' };
