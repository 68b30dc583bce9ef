/**
 * Every Taiwan financial institution a withdrawal account may be at (SPEC §5), with its three-digit head-office code
 * (總機構代號): domestic banks, the Taiwan branches of foreign banks, Chunghwa Post, credit cooperatives and the
 * farmers' and fishermen's associations' credit departments (reached through the codes of the agricultural finance
 * network). One reference list: the withdrawal and completion forms, the gateway's check and the operators' screens
 * all read it.
 *
 * Source: the codes of 財金資訊股份有限公司 (FISC) 金融機構代號一覽表. The build machine has no network, so this list was
 * written from the official three-digit codes as known on 2026-11-27; it is not a download of the FISC table. The
 * farmers' associations (6xx) were rechecked on 2026-11-27 against two public copies of that table (bank pickers
 * kept in public source repositories, which agree with each other on these codes): 612, 633, 635 and 650 had the
 * wrong association, 606 is no code at all, and 615 was missing. Compare the whole list with the FISC table before
 * a production payout run, and correct the codes here only (taiwan-banks.test.ts checks the codes are unique
 * three-digit strings and that the institutions people ask for are present). Institutions that
 * merged away (日盛 815 into 台北富邦, 澳盛 into 星展) are left out so no new account is opened under a dead code.
 */
export const TAIWAN_BANKS_SOURCE = {
  publisher: '財金資訊股份有限公司（FISC）金融機構代號一覽表',
  asOf: '2026-11-27',
  note: 'written from the official codes without network access (6xx rechecked against two public copies of the table); check against the FISC list before production',
} as const;

export type FinancialInstitutionKind = 'bank' | 'foreign_bank' | 'post' | 'credit_cooperative' | 'farmers_fishermen';

export interface FinancialInstitution {
  code: string;
  name: string;
  kind: FinancialInstitutionKind;
}

/** The kinds in zh-TW, for a picker's group or a hint. */
export const FINANCIAL_INSTITUTION_KIND_LABELS: Readonly<Record<FinancialInstitutionKind, string>> = {
  bank: '本國銀行',
  foreign_bank: '外商銀行在台分行',
  post: '中華郵政',
  credit_cooperative: '信用合作社',
  farmers_fishermen: '農會、漁會信用部',
};

const list = (kind: FinancialInstitutionKind, rows: readonly (readonly [string, string])[]) =>
  rows.map(([code, name]) => ({ code, name, kind }));

export const TAIWAN_BANKS: readonly FinancialInstitution[] = [
  ...list('bank', [
    ['004', '臺灣銀行'],
    ['005', '臺灣土地銀行'],
    ['006', '合作金庫商業銀行'],
    ['007', '第一商業銀行'],
    ['008', '華南商業銀行'],
    ['009', '彰化商業銀行'],
    ['011', '上海商業儲蓄銀行'],
    ['012', '台北富邦商業銀行'],
    ['013', '國泰世華商業銀行'],
    ['016', '高雄銀行'],
    ['017', '兆豐國際商業銀行'],
    ['018', '全國農業金庫'],
    ['021', '花旗（台灣）商業銀行'],
    ['048', '王道商業銀行'],
    ['050', '臺灣中小企業銀行'],
    ['052', '渣打國際商業銀行'],
    ['053', '台中商業銀行'],
    ['054', '京城商業銀行'],
    ['081', '滙豐（台灣）商業銀行'],
    ['101', '瑞興商業銀行'],
    ['102', '華泰商業銀行'],
    ['103', '臺灣新光商業銀行'],
    ['108', '陽信商業銀行'],
    ['118', '板信商業銀行'],
    ['147', '三信商業銀行'],
    ['803', '聯邦商業銀行'],
    ['805', '遠東國際商業銀行'],
    ['806', '元大商業銀行'],
    ['807', '永豐商業銀行'],
    ['808', '玉山商業銀行'],
    ['809', '凱基商業銀行'],
    ['810', '星展（台灣）商業銀行'],
    ['812', '台新國際商業銀行'],
    ['816', '安泰商業銀行'],
    ['822', '中國信託商業銀行'],
    ['823', '將來商業銀行'],
    ['824', '連線商業銀行'],
    ['826', '樂天國際商業銀行'],
  ]),
  ...list('foreign_bank', [
    ['020', '日商瑞穗銀行'],
    ['022', '美商美國銀行'],
    ['023', '泰國盤谷銀行'],
    ['025', '菲律賓首都銀行'],
    ['028', '美商美國紐約梅隆銀行'],
    ['029', '新加坡商大華銀行'],
    ['030', '美商道富銀行'],
    ['037', '法商法國興業銀行'],
    ['072', '德商德意志銀行'],
    ['075', '香港商東亞銀行'],
    ['076', '美商摩根大通銀行'],
    ['082', '法商法國巴黎銀行'],
    ['085', '新加坡商新加坡華僑銀行'],
    ['086', '法商東方匯理銀行'],
    ['092', '瑞士商瑞士銀行'],
    ['093', '荷商安智銀行'],
    ['097', '美商富國銀行'],
    ['098', '日商三菱日聯銀行'],
    ['321', '日商三井住友銀行'],
    ['324', '美商花旗銀行'],
    ['325', '香港商香港上海匯豐銀行'],
    ['326', '西班牙商西班牙對外銀行'],
    ['328', '法商法國外貿銀行'],
    ['329', '印尼商印尼人民銀行'],
    ['330', '韓商韓亞銀行'],
  ]),
  ...list('post', [['700', '中華郵政']]),
  ...list('credit_cooperative', [
    ['104', '台北市第五信用合作社'],
    ['114', '基隆第一信用合作社'],
    ['115', '基隆市第二信用合作社'],
    ['119', '淡水第一信用合作社'],
    ['120', '新北市淡水信用合作社'],
    ['124', '宜蘭信用合作社'],
    ['127', '桃園信用合作社'],
    ['130', '新竹第一信用合作社'],
    ['132', '新竹第三信用合作社'],
    ['146', '台中市第二信用合作社'],
    ['158', '彰化第一信用合作社'],
    ['161', '彰化第五信用合作社'],
    ['162', '彰化第六信用合作社'],
    ['163', '彰化第十信用合作社'],
    ['165', '彰化縣鹿港信用合作社'],
    ['178', '嘉義市第三信用合作社'],
    ['188', '台南第三信用合作社'],
    ['204', '高雄市第三信用合作社'],
    ['215', '花蓮第一信用合作社'],
    ['216', '花蓮第二信用合作社'],
    ['222', '澎湖縣第一信用合作社'],
    ['223', '澎湖第二信用合作社'],
    ['224', '金門縣信用合作社'],
  ]),
  // Farmers' and fishermen's associations' credit departments are reached through the agricultural finance
  // network's codes: 600 (農金資訊, every association's accounts, fishermen's included) and the association codes
  // below.
  ...list('farmers_fishermen', [
    ['600', '農金資訊（農會、漁會信用部）'],
    ['603', '基隆市農會'],
    ['605', '高雄市高雄地區農會'],
    ['607', '宜蘭縣農會'],
    ['608', '桃園市農會'],
    ['612', '臺中市神岡區農會'],
    ['613', '南投縣名間鄉農會'],
    ['614', '彰化縣農會'],
    ['615', '基隆市農會'],
    ['616', '雲林縣農會'],
    ['617', '嘉義縣農會'],
    ['618', '臺南市農會'],
    ['619', '高雄市農會'],
    ['620', '屏東縣農會'],
    ['621', '花蓮縣農會'],
    ['622', '臺東縣農會'],
    ['623', '臺北市農會'],
    ['624', '澎湖縣農會'],
    ['625', '臺中市臺中地區農會'],
    ['627', '連江縣農會'],
    ['633', '彰化縣北斗鎮農會'],
    ['635', '彰化縣線西鄉農會'],
    ['650', '彰化縣福興鄉農會'],
  ]),
].sort((a, b) => a.code.localeCompare(b.code));

const BY_CODE = new Map(TAIWAN_BANKS.map((b) => [b.code, b]));

export const isTaiwanBank = (code: string): boolean => BY_CODE.has(code);

/** The institution's name for a code, or undefined for a code not on the list. */
export const bankName = (code: string): string | undefined => BY_CODE.get(code)?.name;

/** '808 玉山商業銀行': how a picker and a screen show an institution. */
export const bankLabel = (code: string): string => {
  const name = bankName(code);
  return name ? `${code} ${name}` : code;
};

/**
 * The picker's search: institutions whose code starts with the typed digits or whose name holds the typed words
 * (臺 and 台 count as one, as people type either); the whole list for an empty query.
 */
export function searchBanks(query: string, limit = TAIWAN_BANKS.length): FinancialInstitution[] {
  const fold = (s: string) => s.replace(/臺/g, '台').toLowerCase();
  const words = fold(query.trim()).split(/\s+/).filter(Boolean);
  return TAIWAN_BANKS.filter((b) =>
    words.every((w) => (/^\d+$/.test(w) ? b.code.startsWith(w) : fold(b.name).includes(w))),
  ).slice(0, limit);
}
