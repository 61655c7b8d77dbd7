// npm run bench:online-report — the SQL engine of online reports over an online form table of 10 000 rows: the first
// query (worker start, SQLite/WASM start, the table copied in), the cached query (the copy kept), the query after a
// write to another table (the copy still kept: only its fingerprint is checked) and after a write to the table itself
// (copied again), each next to a baseline measured in the same run: the same answer computed in plain JavaScript
// over the store's rows, as the mock answered reports before the engine.
import { Store } from '../mock-server/dist/store/store.js';
import { runReportSql, engineOf } from '../mock-server/dist/sql/report-sql.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const REGIONS = ['华北', '华东', '华南', '华中', '西南', '西北', '东北'];
const PRODUCTS = ['客服外包', '电销外包', '数据标注', '装维服务', '催收服务'];

const store = new Store({ tokenTtlMs: 3_600_000, now: () => Date.UTC(2026, 10, 29, 8) });
const field = (dbFieldName, dbType, fieldShowType = 'text') => ({
  dbFieldName, dbFieldTxt: dbFieldName, dbType, dbLength: 100, dbIsNull: 1, fieldShowType, isShowList: 1, isShowForm: 1, isQuery: 0,
  queryMode: 'single', dictField: '', dictTable: '', dictText: '', orderNum: 0,
});
const rows = Array.from({ length: ROWS }, (_, index) => ({
  id: `row${index}`,
  region: REGIONS[index % REGIONS.length],
  product: PRODUCTS[(index * 7) % PRODUCTS.length],
  amount: Math.round(((index * 7919) % 100_000) * 1.37) / 100,
  qty: (index * 31) % 50,
  sign_date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
}));
store.data.onlineForms.push({
  id: 'bench', tableName: 'bench_sales', tableTxt: '销售明细', tableType: 1, formCategory: 'bdfl_include', formTemplate: '1', isTree: 'N',
  isCheckbox: 'Y', isPage: 'Y', tableVersion: 1, createBy: 'admin', createTime: '2026-01-01 00:00:00',
  fields: [field('region', 'string'), field('product', 'string'), field('amount', 'double'), field('qty', 'int'), field('sign_date', 'Date', 'date')],
  rows,
});
store.changed();

const SQL =
  "select region, count(*) as deals, round(sum(amount), 2) as amount, sum(qty) as qty from bench_sales where sign_date >= '${from}' group by region order by amount desc";
const values = { from: '2026-03-01' };

/** The baseline: the same answer in plain JavaScript over the store's rows. */
function baseline() {
  const groups = new Map();
  for (const row of store.data.onlineForms.at(-1).rows) {
    if (row.sign_date < values.from) continue;
    const group = groups.get(row.region) ?? { region: row.region, deals: 0, amount: 0, qty: 0 };
    group.deals += 1;
    group.amount += row.amount;
    group.qty += row.qty;
    groups.set(row.region, group);
  }
  return [...groups.values()].map((group) => ({ ...group, amount: Math.round(group.amount * 100) / 100 })).sort((a, b) => b.amount - a.amount);
}

const time = async (run) => {
  const started = process.hrtime.bigint();
  const result = await run();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, result };
};
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const medianOf = async (run, count = RUNS) => {
  const times = [];
  for (let i = 0; i < count; i++) times.push((await time(run)).ms);
  return median(times);
};

const first = await time(() => runReportSql(store, SQL, { values }));
const expected = baseline();
const same = JSON.stringify(first.result.records) === JSON.stringify(expected);
const cached = await medianOf(() => runReportSql(store, SQL, { values }));
const plain = await medianOf(async () => baseline());
// A write elsewhere: every cached view of the store is dropped, the engine's copy of bench_sales is kept.
const afterOtherWrite = await medianOf(async () => {
  store.data.roles[0].description = `bench ${Math.random()}`;
  store.changed();
  return runReportSql(store, SQL, { values });
}, 5);
// A write to the table itself: the copy is loaded again.
const afterOwnWrite = await medianOf(async () => {
  store.data.onlineForms.at(-1).rows[0].qty = Math.floor(Math.random() * 50);
  store.changed();
  return runReportSql(store, SQL, { values });
}, 5);
const everyRow = await medianOf(() => runReportSql(store, 'select * from bench_sales'), 5);
engineOf(store).close();

console.log(`online report over ${ROWS} rows (${SQL.length} chars of SQL, group by region; answers equal to the baseline: ${same})`);
console.log(`  first query (worker + SQLite start, table copied in)    ${first.ms.toFixed(1)} ms`);
console.log(`  cached query (median of ${RUNS})                        ${cached.toFixed(2)} ms`);
console.log(`  after a write to another table (median of 5)            ${afterOtherWrite.toFixed(2)} ms`);
console.log(`  after a write to this table: copied again (median of 5) ${afterOwnWrite.toFixed(1)} ms`);
console.log(`  every row, select * (10 000 rows back, median of 5)     ${everyRow.toFixed(1)} ms`);
console.log(`  baseline: the same answer in plain JavaScript (median)  ${plain.toFixed(2)} ms`);
if (!same) process.exitCode = 1;
