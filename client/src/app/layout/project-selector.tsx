// The header's project selector (spec 000 §2.3, §4, §6): only the user's authorised projects; choosing one tells
// the server and reloads the page 200 ms later. At least 400px wide in top-menu mode (decisions #8).
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { requestAuthorisedProjects } from './project-api';
import { switchProject } from './project-switch';

const TOP_MENU_PROJECT_MIN_WIDTH = 400;

export function ProjectSelector({ topMenu }: { topMenu: boolean }) {
  const projects = useQuery({ queryKey: ['session', 'projects'], queryFn: requestAuthorisedProjects, staleTime: Infinity });
  const [switching, setSwitching] = useState(false);
  const list = projects.data ?? [];
  if (list.length === 0) return null;
  const current = list.find((project) => project.current)?.id;

  return (
    <Select
      aria-label="项目"
      data-testid="project-selector"
      placeholder="请选择项目"
      value={current}
      loading={switching}
      disabled={switching}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: topMenu ? TOP_MENU_PROJECT_MIN_WIDTH : 200 }}
      popupMatchSelectWidth={false}
      options={list.map((project) => ({
        value: project.id,
        label: project.parentName ? `${project.parentName} / ${project.departName}` : project.departName,
      }))}
      onChange={(projectId: string) => {
        setSwitching(true);
        switchProject(projectId).catch(() => setSwitching(false));
      }}
    />
  );
}
