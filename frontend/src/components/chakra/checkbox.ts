// Checkbox with its slot recipe and the checkmark recipe its indicator renders with, added to the system when the first
// chunk that renders it loads (app/theme.ts).
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });

export { Checkbox } from '@chakra-ui/react';
