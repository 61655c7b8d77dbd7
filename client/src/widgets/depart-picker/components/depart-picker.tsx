// JSelectDepart (001 §2): a read-only field showing the chosen departments' names and a 选择 button opening the
// department selection modal. The value is the departments' ids (or orgCodes), comma-joined; a stored value is
// echoed by queryDeptTreeListByID.
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { joinValues, PickerText, PickerTrigger, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchDepartsByIds, type DepartTreeFilter } from '../api/depart-api';
import { flattenDeparts, type DepartNode } from '../model/depart-node';
import { DepartSelectModal } from './depart-select-modal';

export interface DepartPickerProps extends PickerFieldProps {
  onChange?: (value: string | undefined, departs: DepartNode[]) => void;
  multi?: boolean;
  /** What the value stores: the department id (default) or its orgCode. */
  storeField?: 'id' | 'orgCode';
  showContainsDisabled?: boolean;
  projectsAsLeaves?: boolean;
  filter?: Pick<DepartTreeFilter, 'type' | 'timePoint'>;
  modalWidth?: number;
  status?: 'error' | 'warning';
}

export function DepartPicker({ value, onChange, multi, storeField = 'id', showContainsDisabled, projectsAsLeaves, filter, modalWidth, placeholder = '请点击选择部门', disabled, id, status, ...rest }: DepartPickerProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<DepartNode[] | null>(null);
  const values = splitValues(value);
  const storedOf = (node: DepartNode) => (storeField === 'id' ? node.key : node.orgCode);
  const chosenMatches = chosen !== null && joinValues(chosen.map(storedOf)) === joinValues(values);
  const echo = useQuery({
    queryKey: ['departments', 'echo', values],
    queryFn: () => fetchDepartsByIds(values),
    enabled: storeField === 'id' && values.length > 0 && !chosenMatches,
    staleTime: Infinity,
    retry: false,
  });
  const everyEchoed = flattenDeparts(echo.data ?? []);
  const shownNodes = chosenMatches ? chosen : values.map((stored) => everyEchoed.find((node) => storedOf(node) === stored)).filter((node): node is DepartNode => node !== undefined);
  const text = values.length === 0 ? '' : shownNodes.length === values.length ? shownNodes.map((node) => node.title).join(',') : shownNodes.map((node) => node.title).join(',') || (value ?? '');

  return (
    <>
      <PickerTrigger
        id={id}
        aria-label={rest['aria-label']}
        text={text}
        hasValue={Boolean(value)}
        placeholder={placeholder}
        disabled={disabled}
        status={status}
        buttonText={PickerText.choose}
        buttonIcon={<SearchOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => {
          setChosen([]);
          onChange?.(undefined, []);
        }}
      />
      <DepartSelectModal
        open={open}
        checked={storeField === 'id' ? values : shownNodes.map((node) => node.key)}
        multi={multi}
        showContainsDisabled={showContainsDisabled}
        projectsAsLeaves={projectsAsLeaves}
        filter={filter}
        width={modalWidth}
        onCancel={() => setOpen(false)}
        onOk={(departs) => {
          setOpen(false);
          setChosen(departs);
          onChange?.(departs.length ? joinValues(departs.map(storedOf)) : undefined, departs);
        }}
      />
    </>
  );
}
