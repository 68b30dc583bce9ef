// Code with its recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { codeRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ recipes: { code: codeRecipe } });

export { Code } from '@chakra-ui/react';
