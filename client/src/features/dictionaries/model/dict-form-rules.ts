// The checks of the dictionary and item forms that need no server (the uniqueness checks ask it).

/** The document's SysDictForm.dictCode: a letter, then letters, digits and _. */
export const DICT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Upstream DictItemModal refuses these characters in a value. */
const SPECIAL_CHARACTERS = /[`~!@#$^&*()=|{}'.<>《》/?！￥（）—【】‘；：”“。，、？]/;

export const DictFormText = {
  nameRequired: '请输入字典名称!',
  codeRequired: '请输入字典编码!',
  codePattern: '字典编码须以字母开头，只能包含字母、数字和下划线!',
  itemTextRequired: '请输入名称!',
  itemValueRequired: '请输入数据值!',
  itemValueSpecial: '数据值不能包含特殊字符！',
} as const;

export function hasSpecialCharacters(value: string): boolean {
  return SPECIAL_CHARACTERS.test(value);
}
