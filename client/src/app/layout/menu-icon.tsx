import {
  AccountBookOutlined,
  AppstoreOutlined,
  CloudOutlined,
  DashboardOutlined,
  FormOutlined,
  FundOutlined,
  HomeOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
  CoffeeOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { createElement, useEffect, useState, type ComponentType } from 'react';

// Menu icons are stored by kebab-case name ('setting'), as the real backend's menus hold them. The seeded menus' few
// are here (the workbench's script budget counts on it: a seeded group with another icon loads the 74 KB catalogue); any other the icon chooser offers comes from its catalogue, loaded only when a menu uses one.
const ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  appstore: AppstoreOutlined,
  cloud: CloudOutlined,
  form: FormOutlined,
  fund: FundOutlined,
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  message: MessageOutlined,
  'money-collect': MoneyCollectOutlined,
  setting: SettingOutlined,
  'shopping-cart': ShoppingCartOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
  coffee: CoffeeOutlined,
  safety: SafetyOutlined,
};

type IconLookup = (name: string) => ComponentType | undefined;
let catalogue: Promise<IconLookup> | undefined;
const loadCatalogue = () => (catalogue ??= import('@/widgets/icon-chooser/model/icon-catalogue').then((module) => module.iconOf));

function useCatalogueIcon(name: string, needed: boolean): ComponentType | undefined {
  const [found, setFound] = useState<{ name: string; icon: ComponentType | undefined }>();
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loadCatalogue().then((iconOf) => current && setFound({ name, icon: iconOf(name) }));
    return () => {
      current = false;
    };
  }, [name, needed]);
  return found?.name === name ? found.icon : undefined;
}

export function MenuIcon({ name }: { name: string }) {
  const known = ICONS[name];
  const loaded = useCatalogueIcon(name, known === undefined);
  return createElement(known ?? loaded ?? AppstoreOutlined);
}
