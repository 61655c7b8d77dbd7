// The top bar's menu search (spec 000 §2.3): a search box on desktop, a modal on mobile.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from './menu-entries';
import { MenuSearchText, matchesSearch, menuSearchOptions } from './menu-search-options';

interface MenuSearchProps {
  entries: readonly MenuEntry[];
  mobile: boolean;
}

function MenuSearchSelect({ entries, onDone, autoOpen }: { entries: readonly MenuEntry[]; onDone?: () => void; autoOpen: boolean }) {
  const navigate = useNavigate();
  const options = useMemo(() => menuSearchOptions(entries), [entries]);
  const [text, setText] = useState('');
  // Nothing is offered until something is typed: the empty box prompts 请输入搜索内容.
  const matches = useMemo(() => (text.trim() ? options.filter((option) => matchesSearch(option, text)) : []), [options, text]);

  const choose = (value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    if (!option) return;
    if (option.externalUrl) window.open(option.externalUrl, '_blank', 'noopener');
    else navigate(option.value);
    setText('');
    onDone?.();
  };

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={null}
      aria-label={MenuSearchText.placeholder}
      placeholder={MenuSearchText.placeholder}
      suffixIcon={<SearchOutlined />}
      options={matches.map(({ value, label }) => ({ value, label }))}
      notFoundContent={text.trim() ? MenuSearchText.noResult : MenuSearchText.prompt}
      onChange={choose}
      style={{ width: autoOpen ? '100%' : 180 }}
      {...(autoOpen ? { defaultOpen: true, autoFocus: true } : {})}
      data-testid="menu-search"
    />
  );
}

export function MenuSearch({ entries, mobile }: MenuSearchProps) {
  const [open, setOpen] = useState(false);
  if (!mobile) return <MenuSearchSelect entries={entries} autoOpen={false} />;
  return (
    <>
      <Button type="text" aria-label={MenuSearchText.placeholder} icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      <Modal title={MenuSearchText.modalTitle} open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <div style={{ minHeight: 260 }}>
          <MenuSearchSelect entries={entries} autoOpen onDone={() => setOpen(false)} />
        </div>
      </Modal>
    </>
  );
}
