import { endpoint, sessionAccess } from './endpoint.js';
import { bankBranchQuery, bankEntries, bankListQuery, postalAddresses, postalCodeParams } from './banks.js';

// Reference data shipped in packages (全銀 master, postal codes): any signed-in user may look them up.
export const bankEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/bank/list',
    summary: '全銀マスターの金融機関をコード・名称・カナ・ひらがなで検索（50件まで）',
    access: sessionAccess,
    query: bankListQuery,
    answer: bankEntries,
  }),
  branches: endpoint({
    method: 'GET',
    path: '/api/bank/branches',
    summary: '金融機関の支店をコード・名称・カナ・ひらがなで検索（50件まで）',
    access: sessionAccess,
    query: bankBranchQuery,
    answer: bankEntries,
  }),
};

export const postalCodeEndpoints = {
  lookup: endpoint({
    method: 'GET',
    path: '/api/postal-code/:code',
    summary: '郵便番号から住所（都道府県・市区町村・町域）を検索（同梱の郵便番号データ、見つからなければ404）',
    access: sessionAccess,
    params: postalCodeParams,
    answer: postalAddresses,
  }),
};
