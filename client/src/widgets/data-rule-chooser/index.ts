export { DataRuleChooser, type DataRuleChoice, type DataRuleChooserProps } from './data-rule-chooser';
export { choiceOrNone } from './choice-or-none';
export { RuleMenuTitle } from './rule-menu-title';
