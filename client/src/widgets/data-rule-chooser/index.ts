export { DataRuleChooser, type DataRuleChoice, type DataRuleChooserProps, type RuleMenu } from './data-rule-chooser';
export { choiceOrNone } from './choice-or-none';
export { RuleMenuTitle } from './rule-menu-title';
