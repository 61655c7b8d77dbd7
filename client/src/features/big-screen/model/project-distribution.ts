// Where the projects are: counted per area for the distribution chart and per province for the China map.

export interface ProjectArea {
  area: string;
  amount: number;
}

export interface AreaCount {
  area: string;
  projects: number;
  amount: number;
}

/** Projects and revenue per area, most projects first (ties by revenue). */
export function countByArea(rows: readonly ProjectArea[]): AreaCount[] {
  const byArea = new Map<string, AreaCount>();
  for (const row of rows) {
    const area = row.area || '未知';
    const entry = byArea.get(area) ?? { area, projects: 0, amount: 0 };
    entry.projects += 1;
    entry.amount += row.amount;
    byArea.set(area, entry);
  }
  return [...byArea.values()].sort((a, b) => b.projects - a.projects || b.amount - a.amount);
}

// Areas are cities or provinces; the map is drawn by province (names as in the map data: 北京, 广东, 内蒙古…).
const CITY_PROVINCE: Readonly<Record<string, string>> = {
  广州: '广东',
  深圳: '广东',
  东莞: '广东',
  佛山: '广东',
  成都: '四川',
  武汉: '湖北',
  西安: '陕西',
  南京: '江苏',
  苏州: '江苏',
  无锡: '江苏',
  杭州: '浙江',
  宁波: '浙江',
  长沙: '湖南',
  郑州: '河南',
  济南: '山东',
  青岛: '山东',
  合肥: '安徽',
  福州: '福建',
  厦门: '福建',
  沈阳: '辽宁',
  大连: '辽宁',
  哈尔滨: '黑龙江',
  长春: '吉林',
  石家庄: '河北',
  太原: '山西',
  南昌: '江西',
  昆明: '云南',
  贵阳: '贵州',
  南宁: '广西',
  海口: '海南',
  兰州: '甘肃',
  西宁: '青海',
  银川: '宁夏',
  乌鲁木齐: '新疆',
  拉萨: '西藏',
  呼和浩特: '内蒙古',
};

const PROVINCE_SUFFIX = /(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/;

export function provinceOf(area: string): string {
  const trimmed = area.trim();
  return CITY_PROVINCE[trimmed] ?? trimmed.replace(PROVINCE_SUFFIX, '');
}

/** Project counts per province for the map. */
export function countByProvince(areas: readonly AreaCount[]): Array<{ name: string; value: number }> {
  const byProvince = new Map<string, number>();
  for (const { area, projects } of areas) {
    const province = provinceOf(area);
    byProvince.set(province, (byProvince.get(province) ?? 0) + projects);
  }
  return [...byProvince.entries()].map(([name, value]) => ({ name, value }));
}
