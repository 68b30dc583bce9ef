// Checkbox with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../../app/theme';

addSlotRecipes({ checkbox: checkboxSlotRecipe });

export { Checkbox } from '@chakra-ui/react';
