// RadioGroup with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../../app/theme';

addSlotRecipes({ radioGroup: radioGroupSlotRecipe });

export { RadioGroup } from '@chakra-ui/react';
