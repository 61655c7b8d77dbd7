export { DataRuleChooser, type DataRuleChoice, type DataRuleChooserProps } from './data-rule-chooser';
export { choiceOrNone } from './choice-or-none';
